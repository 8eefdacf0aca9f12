import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqList } from './faq-list';
import { filterFaqs, SUPPORT_FAQS } from './support-faqs';

describe('FaqList', () => {
  it('has the six questions and keeps one open at a time', async () => {
    render(<FaqList faqs={SUPPORT_FAQS} />);
    const questions = screen.getAllByRole('button');
    expect(questions).toHaveLength(6);
    await userEvent.click(questions[0]!);
    expect(questions[0]!.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(questions[3]!);
    expect(questions[3]!.getAttribute('aria-expanded')).toBe('true');
    expect(questions[0]!.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText(/Settings > Team Members > Invite Team Member/)).toBeTruthy();
    await userEvent.click(questions[3]!);
    expect(questions[3]!.getAttribute('aria-expanded')).toBe('false');
  });

  it('filters by every word of a search', () => {
    expect(filterFaqs(SUPPORT_FAQS, 'invite role').map((f) => f.id)).toEqual(['invite-team']);
    expect(filterFaqs(SUPPORT_FAQS, '')).toHaveLength(6);
    expect(filterFaqs(SUPPORT_FAQS, 'zebra')).toEqual([]);
  });
});
