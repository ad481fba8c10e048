import type { ReactNode } from 'react';
import { brand } from '../../../shared/brand';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="trust-notes__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

const notes = [
  {
    icon: (
      <Icon>
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </Icon>
    ),
    title: 'Protected and encrypted',
    text: 'Your payment details travel encrypted to the payment provider and are never stored on our servers.',
  },
  {
    icon: (
      <Icon>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </Icon>
    ),
    title: 'Help around the clock',
    text: `Questions about your order? Write to ${brand.supportEmail} at any hour and we will get back to you.`,
  },
  {
    icon: (
      <Icon>
        <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />
        <path d="M9 12l2 2 4-4" />
      </Icon>
    ),
    title: 'Kept confidential',
    text: 'We use your details only for this order and never share or sell them.',
  },
];

/** Why paying here is safe. */
export function TrustNotes() {
  return (
    <ul className="trust-notes" aria-label="Why your payment is safe">
      {notes.map((note) => (
        <li key={note.title} className="trust-notes__item">
          {note.icon}
          <span>
            <strong className="trust-notes__title">{note.title}</strong>
            <span className="trust-notes__text">{note.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
