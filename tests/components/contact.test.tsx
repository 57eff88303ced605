import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactPage } from '../../src/features/contact/ContactPage';

describe('/kontakt/', () => {
  it('shows phone (tel: link), opening hours, e-mail and the Oslo address', () => {
    render(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kontakt oss');
    expect(screen.getByRole('link', { name: '22 28 31 50' })).toHaveAttribute('href', 'tel:+4722283150');
    expect(screen.getByText(/09:00–15:00/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'kundeservice@husvern.no' })).toHaveAttribute('href', 'mailto:kundeservice@husvern.no');
    expect(screen.getByText(/0154 Oslo/)).toBeInTheDocument();
  });

  it('FAQ: three buttons with aria-expanded/aria-controls that show and hide their answers', async () => {
    const user = userEvent.setup();
    render(<ContactPage />);
    const triggers = screen.getAllByRole('button').filter((b) => b.hasAttribute('aria-expanded'));
    expect(triggers).toHaveLength(3);
    for (const trigger of triggers) {
      const panel = document.getElementById(trigger.getAttribute('aria-controls')!)!;
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(panel).not.toBeVisible();
      await user.click(trigger);
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      expect(panel).toBeVisible();
    }
    expect(screen.getByText(/innen neste virkedag, både/)).toBeVisible();
    expect(screen.getByText(/2000 kroner/)).toBeVisible();
    expect(screen.getByText(/kontant og utbedre skaden selv/)).toBeVisible();
    await user.keyboard('{Enter}');
    expect(triggers[2]).toHaveAttribute('aria-expanded', 'false');
  });
});
