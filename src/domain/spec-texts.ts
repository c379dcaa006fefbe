// Every screen text, status text, error message and constant of the product specification, letter for letter.
// UI and server import these instead of retyping them, so a spec change is one edit.

export const BRAND = 'Carelune';
export const TAGLINE = 'Health anywhere, anytime';
export const FOUNDED_YEAR = 2023;

export const routes = {
  home: '/',
  services: '/services',
  history: '/history',
  contact: '/contact',
  newsletter: '/newsletter',
  signIn: '/sign-in',
  signUp: '/sign-in/sign-up',
  hospitalCall: (callId: string) => `/hospital-call/${encodeURIComponent(callId)}`,
  feedback: (callId: string) => `/feedback/${encodeURIComponent(callId)}`,
} as const;

export const navLinks = [
  { label: 'Home', to: routes.home },
  { label: 'Services', to: routes.services },
  { label: 'History', to: routes.history },
  { label: 'Contact', to: routes.contact },
] as const;

export const approachCards = [
  'Patient-Centered',
  'Technology-Driven',
  'Quality Care',
  'Community Focus',
] as const;

export const footerServices = [
  'Teleconsultation',
  'E-Prescription',
  'Health Records',
  'Find Specialists',
] as const;

export const newsletterThanks = (email: string) =>
  `Thank you for subscribing with ${email}! Stay informed about AI-powered health insights.`;

export const authTexts = {
  loading: 'Loading...',
} as const;

export const servicesTexts = {
  heading: 'Experience the Future of Health with AI',
  features: [
    'Intelligent Symptom Analysis',
    'Personalized Health Insights',
    'Instant AI Call Connection',
    'Secure & Confidential',
  ],
  initiateCall: 'Initiate Call',
  redirecting: 'Redirecting',
  statusDefault: 'Experience the power of AI-driven healthcare from the comfort of your own space.',
  statusConnecting: 'Connecting to AI Doctor...',
  statusInProgress: 'Call in progress...',
  statusEnding: 'Ending call...',
  statusEnded: 'Call ended. Thank you!',
} as const;

export const consultationTexts = {
  ready: 'Ready to start consultation',
  connecting: 'Connecting...',
  inProgress: 'Consultation in Progress',
  ended: 'Consultation Ended',
  callEnded: 'Call ended.',
  failed: 'Connection Failed',
  start: 'Start Consultation',
  end: 'End Consultation',
  backToHome: 'Back to Home',
  errorCardTitle: 'Connection Error',
  refresh: 'Refresh Page',
  youPrefix: 'You:',
  doctorPrefix: 'Doctor:',
} as const;

export const reportTexts = {
  title: 'Medical Consultation Report',
  sections: {
    symptoms: 'SYMPTOMS',
    issue: 'PRIMARY ISSUE',
    timeOfInjury: 'TIME OF ONSET/INJURY',
    prescribedSolution: 'PRESCRIBED SOLUTION',
    followUpRecommendation: 'FOLLOW-UP RECOMMENDATION',
    additionalNotes: 'ADDITIONAL NOTES',
  },
  timeOfInjuryEmpty: 'Not specified',
  returnToDashboard: 'Return to Dashboard',
  disclaimer:
    'This AI-generated report is for informational purposes only and does not replace professional medical advice, diagnosis or treatment. Always consult a qualified healthcare provider about a medical condition.',
  notYours: 'This report is only available to the patient who had the consultation.',
} as const;

export const reportDefaults = {
  symptoms: 'Not specified',
  issue: 'Preliminary diagnosis based on symptoms',
  timeOfInjury: 'Time of injury/onset not clearly specified',
  prescribedSolution: 'No specific solution provided',
  followUpRecommendation: 'Follow up as needed',
  overallAssessment: 0,
} as const;

export const errorTexts = {
  servicesDefault: 'Failed to connect. Please try again.',
  unauthorized: 'Authentication failed. Please check your API keys.',
  noCallId: 'Connection established but failed to start call session.',
  initFailure: 'Failed to initialize voice assistant',
  endFailure: 'Failed to end call properly.',
  missingAssistant: 'Assistant or Squad must be provided.',
  noCallObject: 'Call object is not available.',
} as const;

export const timing = {
  reportRedirectMs: 3000,
  mobileJoinDelayMs: 1000,
  levelObserverIntervalMs: 100,
  volumeDivisor: 0.15,
  speakingThreshold: 0.01,
  speechEndSilenceMs: 1000,
} as const;

export const videoRecording = { width: 1280, height: 720, layout: 'default' } as const;

export const MOBILE_USER_AGENT = /android|iphone|ipad|ipod|iemobile|blackberry|bada/i;
