import { useRefreshedRead } from '../../shared/useRefreshedRead';
import { fetchVideoConferencing } from './conferencingCalls';

/** The practice's Zoom connection, read again after every command. */
export const useVideoConferencing = () => useRefreshedRead(fetchVideoConferencing);
