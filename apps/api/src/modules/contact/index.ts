export { createSlackNotifier } from './post-to-slack';
export { CONTACT_ATTEMPT_LIMIT } from './contact-rate-limits';
