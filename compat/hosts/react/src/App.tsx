// #region usage
import type {} from '@nirmaan/elements'; // types the <nirmaan-*> tags and their events in JSX
import { useState } from 'react';

export function App() {
  const [workType, setWorkType] = useState<'masonry' | 'tiling'>('masonry');
  const [shown, setShown] = useState(true);
  const [ready, setReady] = useState(0);
  const [calculated, setCalculated] = useState('');
  const [pincode, setPincode] = useState('');
  const countReady = () => setReady((count) => count + 1);

  return (
    <main>
      <h1>Partner app — React</h1>
      <button onClick={() => setWorkType('tiling')}>Switch to tiling</button>
      <button onClick={() => setShown(!shown)}>{shown ? 'Remove widgets' : 'Add widgets'}</button>
      <p id="ready">Widgets ready: {ready}</p>
      <p id="calculated">{calculated}</p>
      <p id="pincode">{pincode}</p>
      {shown && (
        <>
          <nirmaan-labour-calculator
            id="first"
            work-type={workType}
            location="metro"
            onnirmaan-ready={countReady}
            onnirmaan-calculated={(event) => setCalculated(`Calculated ${event.detail.input.workType}: ${event.detail.result.crew.headcount} workers`)}
          />
          <div className="green-brand">
            <nirmaan-labour-calculator id="second" work-type="painting" theme="dark" onnirmaan-ready={countReady} />
          </div>
          <nirmaan-pincode-check
            onnirmaan-ready={countReady}
            onnirmaan-pincode-checked={(event) =>
              setPincode(`Pincode ${event.detail.pincode}: ${event.detail.serviceable ? 'delivery available' : 'no delivery'}`)
            }
          />
        </>
      )}
    </main>
  );
}
// #endregion usage
