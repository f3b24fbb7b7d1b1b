export { ToolkitHub, type ToolkitHubProps } from './ToolkitHub.tsx';
export {
  loadVideoLibrary,
  toolkitStats,
  type PhaseData,
  type ToolkitPhase,
  type ToolkitVideo,
  type VideoEntryData,
  type VideoLibrary,
} from './videoLibrary.ts';
export { VIDEO_LIBRARY_DATA } from './videoLibraryData.ts';
