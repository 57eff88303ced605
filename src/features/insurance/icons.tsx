/** Decorative icons of the insurance pages: hidden from assistive technology, coloured by currentColor. */
const common = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export function CheckIcon({ size = 18 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

export function CrossIcon({ size = 18 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size}>
      <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />
    </svg>
  );
}

export function HouseIcon({ size = 24 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size} strokeWidth={1.8}>
      <path d="M3.5 11 12 4l8.5 7" />
      <path d="M5.5 9.5v10h13v-10" />
      <path d="M10 19.5v-5h4v5" />
    </svg>
  );
}

export function DocumentIcon({ size = 20 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size} strokeWidth={1.8}>
      <path d="M7 3.5h7l4 4v13H7z" />
      <path d="M14 3.5v4h4M10 12.5h5M10 16h5" />
    </svg>
  );
}

export function DownloadIcon({ size = 20 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size} strokeWidth={1.8}>
      <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19.5h14" />
    </svg>
  );
}

export function PinIcon({ size = 18 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size} strokeWidth={1.8}>
      <path d="M12 21s-6.5-6.2-6.5-11a6.5 6.5 0 0 1 13 0c0 4.8-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </svg>
  );
}

export function ChevronRightIcon({ size = 20 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size}>
      <path d="m9 6 6 6-6 6" />
    </svg>
  );
}

export function PlusIcon({ size = 18 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size}>
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}
