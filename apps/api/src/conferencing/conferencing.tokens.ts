// The injection token of the conferencing provider port (libs/integrations conferencing).
export const VIDEO_CONFERENCING = Symbol('VIDEO_CONFERENCING');
