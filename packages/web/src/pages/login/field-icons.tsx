/** Outline icons for the login fields, inline so the login page needs no icon library. */
const common = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

export const UserIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20c1.5-3.6 4.4-5.4 8-5.4s6.5 1.8 8 5.4" />
  </svg>
);

export const LockIcon = () => (
  <svg {...common}>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    <path d="M12 14.5v2.5" />
  </svg>
);

export const ShieldIcon = () => (
  <svg {...common}>
    <path d="M12 3 19 5.8v5.4c0 4.6-3 8.1-7 9.8-4-1.7-7-5.2-7-9.8V5.8Z" />
    <path d="m9 12 2.2 2.2L15.5 10" />
  </svg>
);

export const EyeIcon = ({ open }: { open: boolean }) => (
  <svg {...common}>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="2.8" />
    {!open && <path d="M4 20 20 4" />}
  </svg>
);
