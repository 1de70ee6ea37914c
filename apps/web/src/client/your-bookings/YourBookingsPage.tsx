// /m/bookings: Your Bookings (spec 000 §2.1) for the signed-in client, across practices.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ClientAccountLayout } from '../account/ClientAccountLayout';
import { navigate } from '../navigation/navigate';
import { Dialog } from '../payment/Dialog';
import { BookingCard } from './BookingCard';
import { TransactionCard } from './TransactionCard';
import { cancelBooking, fetchClientBookings, type ClientBooking, type Tabs } from './yourBookings';
import './YourBookingsPage.css';

const TABS = [
  { id: 'upcoming', label: 'Upcoming Bookings', empty: 'You do not have any upcoming booking requests.' },
  { id: 'past', label: 'Past Bookings', empty: 'You do not have any past booking requests.' },
  { id: 'transactions', label: 'Transactions', empty: 'Your transactions will appear here after you book your first sessions.' },
  { id: 'expired', label: 'Expired Requests', empty: 'You do not have any expired booking requests.' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const listOf = (tabs: Tabs, tab: TabId): ClientBooking[] =>
  ({ upcoming: tabs.upcomingAppointments, past: tabs.pastAppointments, transactions: tabs.transactions, expired: tabs.expiredAppointments })[tab];

const tabFromUrl = (): TabId => {
  const tab = new URLSearchParams(window.location.search).get('tab');
  return TABS.some((t) => t.id === tab) ? (tab as TabId) : 'upcoming';
};

function Bookings() {
  const [tab, setTab] = useState<TabId>(tabFromUrl);
  const [load, setLoad] = useState<{ status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; tabs: Tabs }>({ status: 'loading' });
  const [confirming, setConfirming] = useState<ClientBooking | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  const reload = useCallback(async () => {
    try {
      setLoad({ status: 'ready', tabs: await fetchClientBookings() });
    } catch (error) {
      setLoad({ status: 'error', message: (error as Error).message });
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const choose = (next: TabId, focus = false) => {
    setTab(next);
    navigate(`/m/bookings${next === 'upcoming' ? '' : `?tab=${next}`}`, { replace: true });
    if (focus) tabRefs.current[next]?.focus();
  };

  const onTabKey = (event: KeyboardEvent) => {
    const at = TABS.findIndex((t) => t.id === tab);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    choose(TABS[(to + TABS.length) % TABS.length]!.id, true);
  };

  const confirmCancel = async () => {
    if (!confirming) return;
    setCancelling(true);
    try {
      await cancelBooking(confirming.id);
      setNotice({ kind: 'success', text: 'Your appointment has been cancelled.' });
    } catch (error) {
      setNotice({ kind: 'error', text: `Error: ${(error as Error).message}` });
    } finally {
      setCancelling(false);
      setConfirming(null);
      await reload();
    }
  };

  const current = TABS.find((t) => t.id === tab)!;
  return (
    <>
      {notice && (
        <p className={`banner banner-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      <div className="bookings-tabs" role="tablist" aria-label="Your Bookings" onKeyDown={onTabKey}>
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls="bookings-panel"
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => choose(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <section id="bookings-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className="bookings-panel">
        {load.status === 'loading' && <p className="loading" role="status">Loading your bookings…</p>}
        {load.status === 'error' && <p className="banner banner-error" role="alert">Error: {load.message}</p>}
        {load.status === 'ready' &&
          (listOf(load.tabs, tab).length === 0 ? (
            <p className="bookings-empty muted">{current.empty}</p>
          ) : (
            <div className="bookings-list">
              {listOf(load.tabs, tab).map((booking) =>
                tab === 'transactions' ? (
                  <TransactionCard key={booking.id} booking={booking} />
                ) : (
                  <BookingCard key={booking.id} booking={booking} onCancel={tab === 'upcoming' ? setConfirming : undefined} />
                ),
              )}
            </div>
          ))}
      </section>
      {confirming && (
        <Dialog title="Cancel booking" onClose={() => setConfirming(null)} busy={cancelling}>
          <p>Are you sure you want to cancel this booking?</p>
          <div className="bookings-dialog-actions">
            <button type="button" className="button button-secondary" onClick={() => setConfirming(null)} disabled={cancelling}>
              Keep booking
            </button>
            <button type="button" className="button button-danger" onClick={confirmCancel} disabled={cancelling}>
              {cancelling ? 'Cancelling…' : 'Yes, cancel'}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}

export function YourBookingsPage() {
  return <ClientAccountLayout title="Your Bookings">{() => <Bookings />}</ClientAccountLayout>;
}
