import { ToolkitHub } from '@nirmaan/widgets';

export function ToolkitPage() {
  return (
    <>
      <title>Construction Educational Hub — Nirmaan</title>
      <meta
        name="description"
        content="Free construction videos for home builders: two short videos on each of 18 phases, from site marking and foundations to finishing and handover."
      />
      <ToolkitHub headingLevel={1} />
    </>
  );
}
