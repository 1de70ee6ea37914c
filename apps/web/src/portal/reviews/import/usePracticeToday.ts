// Today in the PRACTICE's zone (YYYY-MM-DD): the server refuses an imported review dated after it,
// so the form's default and its latest date must be that day, not the browser's (in the evening in
// New York a browser set to UTC is already on tomorrow).
import { useEffect, useState } from 'react';
import { graphql } from '../../../graphql';
import { graphqlRequest } from '../../../shared/graphqlRequest';
import { todayIso } from './importForm';

const PRACTICE_ZONE = graphql(`query ImportReviewPracticeZone { currentPractice { id timeZone } }`);

/** null while the zone loads; the browser's day when it cannot be read. */
export function usePracticeToday(): string | null {
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    graphqlRequest(PRACTICE_ZONE).then(
      (data) => live && setToday(todayIso(new Date(), data.currentPractice?.timeZone)),
      () => live && setToday(todayIso()),
    );
    return () => {
      live = false;
    };
  }, []);
  return today;
}
