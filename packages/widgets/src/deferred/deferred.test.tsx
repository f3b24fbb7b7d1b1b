import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from './deferred.ts';
import { loadCatalogue } from '../locale-shared/catalogue.ts';
import { LangContext } from '../locale-shared/langContext.ts';
import { DeferredBoundary } from './DeferredBoundary.tsx';
import { deferredCatalogue } from './deferredMessages.ts';
import { deferredComponent } from './deferredComponent.tsx';
import { deferredDialog } from './deferredDialog.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** An import the test settles by hand. */
function manualImport<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const importer = vi.fn(() => new Promise<T>((resolve, reject) => calls.push({ resolve, reject })));
  return { importer, calls };
}

describe('deferred', () => {
  it('imports once however often it is asked, and answers the value once there', async () => {
    const importer = vi.fn(async () => 'code');
    const code = deferred(importer);
    expect(code.current()).toBeUndefined();
    code.preload();
    await expect(code.load()).resolves.toBe('code');
    await code.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(code.current()).toBe('code');
  });

  it('tries again after a failed import', async () => {
    const importer = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('code');
    const code = deferred(importer);
    await expect(code.load()).rejects.toThrow('offline');
    await expect(code.load()).resolves.toBe('code');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('deferredComponent in a DeferredBoundary', () => {
  it('shows the spinner until the code arrives, then the component with its props', async () => {
    const { importer, calls } = manualImport<typeof Greeting>();
    const LazyGreeting = deferredComponent(importer);
    render(
      <DeferredBoundary loadingLabel="Loading the greeting...">
        <LazyGreeting name="Meena" />
      </DeferredBoundary>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the greeting...');
    calls[0]!.resolve(Greeting);
    expect(await screen.findByText('Hello Meena')).toBeInTheDocument();
    expect(screen.queryByText('Loading the greeting...')).not.toBeInTheDocument();
  });

  it('starts fetching on preload, before it renders', () => {
    const { importer } = manualImport<typeof Greeting>();
    const LazyGreeting = deferredComponent(importer);
    LazyGreeting.preload();
    LazyGreeting.preload();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('says so with Retry when the code cannot arrive, keeping what is around it; Retry loads it', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { importer, calls } = manualImport<typeof Greeting>();
    const LazyGreeting = deferredComponent(importer);
    render(
      <>
        <input aria-label="Note" defaultValue="typed before" />
        <DeferredBoundary loadingLabel="Loading the greeting...">
          <LazyGreeting name="Meena" />
        </DeferredBoundary>
      </>,
    );
    await screen.findByText('Loading the greeting...');
    calls[0]!.reject(new Error('offline'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This part could not load. Please check your connection.');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('typed before');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Loading the greeting...');
    calls[1]!.resolve(Greeting);
    expect(await screen.findByText('Hello Meena')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});

describe('DeferredBoundary in Tamil', () => {
  it('says a failed load and Retry in the widget’s language, its language fetched before the failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { importer, calls } = manualImport<typeof Greeting>();
    const LazyGreeting = deferredComponent(importer);
    render(
      <LangContext value="ta">
        <DeferredBoundary loadingLabel="வாழ்த்து வருகிறது...">
          <LazyGreeting name="Meena" />
        </DeferredBoundary>
      </LangContext>,
    );
    await screen.findByText('வாழ்த்து வருகிறது...');
    // The language arrives while the code is still on its way (the connection works then).
    await act(() => loadCatalogue(deferredCatalogue, 'ta'));
    calls[0]!.reject(new Error('offline'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('இந்தப் பகுதியை ஏற்ற முடியவில்லை. உங்கள் இணைய இணைப்பைச் சரிபாருங்கள்.');
    expect(alert.closest('[lang]')).toHaveAttribute('lang', 'ta');
    expect(screen.getByRole('button', { name: 'மீண்டும் முயற்சி' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});

/** A stand-in dialog: a field while open, hidden (but mounted) while closed. */
function NoteDialog({ open }: { open: boolean }) {
  return <input aria-label="Note" hidden={!open} />;
}

describe('deferredDialog', () => {
  it('fetches nothing until first opened, says what is opening, and stays mounted after closing', async () => {
    const user = userEvent.setup();
    const { importer, calls } = manualImport<typeof NoteDialog>();
    const LazyNoteDialog = deferredDialog(importer);
    const { rerender } = render(<LazyNoteDialog open={false} loadingLabel="Opening the note..." />);
    expect(importer).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    rerender(<LazyNoteDialog open loadingLabel="Opening the note..." />);
    expect(await screen.findByRole('status')).toHaveTextContent('Opening the note...');
    calls[0]!.resolve(NoteDialog);
    await user.type(await screen.findByRole('textbox', { name: 'Note' }), 'ten bags');

    rerender(<LazyNoteDialog open={false} loadingLabel="Opening the note..." />);
    rerender(<LazyNoteDialog open loadingLabel="Opening the note..." />);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('ten bags');
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
