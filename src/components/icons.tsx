import type { NavIcon } from './shell/paths';

const common = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export function HomeIcon() {
  return (
    <svg {...common}>
      <path d="M3 11.5 12 4l9 7.5" />
      <path d="M5.5 10v9.5h13V10" />
      <path d="M10 19.5v-5h4v5" />
    </svg>
  );
}

export function ProfileIcon() {
  return (
    <svg {...common}>
      <circle cx="12" cy="8.5" r="3.8" />
      <path d="M4.5 20c1.2-3.6 4-5.4 7.5-5.4s6.3 1.8 7.5 5.4" />
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg {...common} width={16} height={16}>
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

export function ArrowIcon() {
  return (
    <svg {...common} width={20} height={20}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  );
}

export function NavItemIcon({ icon }: { icon: NavIcon }) {
  switch (icon) {
    case 'report':
      return (
        <svg {...common}>
          <path d="M7 3.5h7l4 4v13H7z" />
          <path d="M14 3.5v4h4M10 12h5M10 15.5h5" />
        </svg>
      );
    case 'cases':
      return (
        <svg {...common}>
          <rect x="3.5" y="6.5" width="17" height="13" rx="2" />
          <path d="M9 6.5V4.5h6v2M3.5 12h17" />
        </svg>
      );
    case 'insurances':
      return (
        <svg {...common}>
          <path d="M12 3.5 19 6v5.5c0 4.3-3 7.6-7 9-4-1.4-7-4.7-7-9V6z" />
          <path d="m9 12 2.2 2.2L15.5 10" />
        </svg>
      );
    case 'contact':
      return (
        <svg {...common}>
          <path d="M5 4.5h3.5l1.5 4-2 1.5a11 11 0 0 0 6 6l1.5-2 4 1.5V19a1.5 1.5 0 0 1-1.6 1.5A15.5 15.5 0 0 1 3.5 6.1 1.5 1.5 0 0 1 5 4.5z" />
        </svg>
      );
  }
}
