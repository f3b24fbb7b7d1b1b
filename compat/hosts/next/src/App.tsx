// #region usage
'use client'; // server-rendered, then hydrated in the browser: the tags and their attributes are in the page's HTML
import type {} from '@nirmaan/elements'; // types the <nirmaan-*> tags and their events in JSX
import { useLayoutEffect, useReducer, useState } from 'react';

export function App() {
  const [workType, setWorkType] = useState<'masonry' | 'tiling'>('masonry');
  const [shown, setShown] = useState(true);
  const [ready, setReady] = useState(0);
  const [calculated, setCalculated] = useState('');
  const [pincode, setPincode] = useState('');
  const countReady = () => setReady((count) => count + 1);
  // React 19 does not attach a server-rendered custom element's on<event> handlers while hydrating
  // (https://github.com/react/react/issues/35446), only when a later render passes it new functions:
  // render once more right after hydration, before the elements are defined, so no event is missed.
  const [, renderAgain] = useReducer((renders: number) => renders + 1, 0);
  useLayoutEffect(() => renderAgain(), []);

  return (
    <main>
      <h1>Partner app — Next.js</h1>
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
