// #region usage
import type {} from '@nirmaan/elements'; // types the <nirmaan-*> tags and their events ($event) in templates
import { Component, CUSTOM_ELEMENTS_SCHEMA, signal } from '@angular/core';

@Component({
  selector: 'app-root',
  schemas: [CUSTOM_ELEMENTS_SCHEMA], // lets the <nirmaan-*> tags, their attributes and events into templates
  // [attr.work-type] writes the attribute, which works before the element is defined (the loader
  // defines it later and reads it then) as well as after (it reacts to the attribute changing).
  template: `
    <main>
      <h1>Partner app — Angular</h1>
      <button (click)="workType.set('tiling')">Switch to tiling</button>
      <button (click)="shown.set(!shown())">{{ shown() ? 'Remove widgets' : 'Add widgets' }}</button>
      <p id="ready">Widgets ready: {{ ready() }}</p>
      <p id="calculated">{{ calculated() }}</p>
      <p id="pincode">{{ pincode() }}</p>
      @if (shown()) {
        <nirmaan-labour-calculator
          id="first"
          [attr.work-type]="workType()"
          location="metro"
          (nirmaan-ready)="countReady()"
          (nirmaan-calculated)="showCalculated($event.detail.input.workType, $event.detail.result.crew.headcount)"
        />
        <div class="green-brand">
          <nirmaan-labour-calculator id="second" work-type="painting" theme="dark" (nirmaan-ready)="countReady()" />
        </div>
        <nirmaan-pincode-check (nirmaan-ready)="countReady()" (nirmaan-pincode-checked)="showPincode($event.detail.pincode, $event.detail.serviceable)" />
      }
    </main>
  `,
})
export class App {
  protected readonly workType = signal<'masonry' | 'tiling'>('masonry');
  protected readonly shown = signal(true);
  protected readonly ready = signal(0);
  protected readonly calculated = signal('');
  protected readonly pincode = signal('');

  protected countReady(): void {
    this.ready.update((count) => count + 1);
  }

  protected showCalculated(workType: string, headcount: number): void {
    this.calculated.set(`Calculated ${workType}: ${headcount} workers`);
  }

  protected showPincode(pincode: string, serviceable: boolean): void {
    this.pincode.set(`Pincode ${pincode}: ${serviceable ? 'delivery available' : 'no delivery'}`);
  }
}
// #endregion usage
