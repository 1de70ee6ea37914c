export { DownloadAppPrompt, type DownloadAppPromptProps } from './DownloadAppPrompt';
