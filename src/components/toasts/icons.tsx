/** Small inline icons for the info and warning toasts (react-hot-toast has none for them). */
export function InfoIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" fill="#1d4f7a" />
      <rect x="9" y="8.5" width="2" height="6.5" rx="1" fill="#fff" />
      <circle cx="10" cy="5.6" r="1.25" fill="#fff" />
    </svg>
  );
}

export function WarningIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M10 1.5 19 18H1z" fill="#b7791f" stroke="#7a5200" strokeWidth="1" strokeLinejoin="round" />
      <rect x="9" y="7" width="2" height="6" rx="1" fill="#1c2321" />
      <circle cx="10" cy="15.3" r="1.15" fill="#1c2321" />
    </svg>
  );
}
