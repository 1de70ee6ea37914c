import { SimulatedZoom } from './simulated-zoom.js';
import type { VideoConferencingProvider } from './conferencing.js';
import { ZoomConferencing, type ZoomConferencingOptions } from './zoom-conferencing.js';

/** Zoom when it is configured, otherwise the simulator (every flow works offline). */
export const createVideoConferencing = (zoom: ZoomConferencingOptions | null): VideoConferencingProvider => (zoom ? new ZoomConferencing(zoom) : new SimulatedZoom());
