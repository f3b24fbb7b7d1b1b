// The page's own script: the same behaviour as the framework hosts, with plain DOM calls.
// #region usage-script
let ready = 0;
document.addEventListener('nirmaan-ready', () => {
  ready += 1;
  document.querySelector('#ready').textContent = `Widgets ready: ${ready}`;
});
document.addEventListener('nirmaan-calculated', (event) => {
  const { input, result } = event.detail;
  document.querySelector('#calculated').textContent = `Calculated ${input.workType}: ${result.crew.headcount} workers`;
});
document.addEventListener('nirmaan-pincode-checked', (event) => {
  const { pincode, serviceable } = event.detail;
  document.querySelector('#pincode').textContent = `Pincode ${pincode}: ${serviceable ? 'delivery available' : 'no delivery'}`;
});
// #endregion usage-script

let workType = 'masonry';
document.querySelector('#switch').addEventListener('click', () => {
  workType = 'tiling';
  document.querySelector('#first')?.setAttribute('work-type', workType);
});
const widgets = document.querySelector('#widgets');
const shownMarkup = widgets.innerHTML;
document.querySelector('#toggle').addEventListener('click', (event) => {
  const shown = widgets.childElementCount > 0;
  widgets.innerHTML = shown ? '' : shownMarkup.replace('work-type="masonry"', `work-type="${workType}"`);
  event.currentTarget.textContent = shown ? 'Add widgets' : 'Remove widgets';
});
