import { startEarlyRequests } from './early-requests';

// Imported first by main.tsx: runs before React and the router are evaluated.
startEarlyRequests(window.location.pathname, window.location.search);
