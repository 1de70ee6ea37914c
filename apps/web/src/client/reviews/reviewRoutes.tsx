// The review flow's pages under /i/r/ (spec 000 §2.3); ClientApp lists them before the practice
// pages. The intro's pattern (/i/r/{referralCode}) comes last: the steps' names are not codes.
import type { ReactNode } from 'react';
import { BookNextPage } from './BookNextPage';
import { ClientInfoPage } from './ClientInfoPage';
import { ConfirmReviewPage } from './ConfirmReviewPage';
import { EndorsementsPage } from './EndorsementsPage';
import { PublicNamePage } from './PublicNamePage';
import { RatingPage } from './RatingPage';
import { ReviewIntroPage } from './ReviewIntroPage';
import { TextReviewPage } from './TextReviewPage';
import { ThankYouPage } from './ThankYouPage';

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

export const reviewRoutes: { pattern: RegExp; render: (match: RegExpMatchArray) => ReactNode }[] = [
  { pattern: /^\/i\/r\/client_info\/([^/]+)\/?$/, render: (match) => <ClientInfoPage referralCode={decode(match[1]!)} /> },
  { pattern: /^\/i\/r\/rating\/?$/, render: () => <RatingPage /> },
  { pattern: /^\/i\/r\/confirm\/([^/]+)\/?$/, render: (match) => <ConfirmReviewPage token={decode(match[1]!)} /> },
  { pattern: /^\/i\/r\/endorsements\/([^/]+)\/?$/, render: (match) => <EndorsementsPage token={decode(match[1]!)} /> },
  { pattern: /^\/i\/r\/text_review\/([^/]+)\/?$/, render: (match) => <TextReviewPage token={decode(match[1]!)} /> },
  { pattern: /^\/i\/r\/name\/([^/]+)\/?$/, render: (match) => <PublicNamePage token={decode(match[1]!)} /> },
  { pattern: /^\/i\/r\/book_next\/([^/]+)\/?$/, render: (match) => <BookNextPage token={decode(match[1]!)} /> },
  { pattern: /^\/i\/r\/thank_you\/([^/]+)\/?$/, render: (match) => <ThankYouPage token={decode(match[1]!)} /> },
  { pattern: /^\/i\/r\/([^/]+)\/?$/, render: (match) => <ReviewIntroPage referralCode={decode(match[1]!)} /> },
];
