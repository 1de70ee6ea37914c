// 'Gift cards' on the practice's public page: the cards it sells (active and online templates);
// 'Buy' opens the purchase form in place, and a sale ends on a thank-you with the code. Nothing
// while there are none (gift cards off, no card provider, or the list cannot be read).
import { useEffect, useRef, useState } from 'react';
import type { PublicPractice } from '../practice/publicPractice';
import { fetchPublicGiftCards, giftCardPrice, type PublicGiftCard, type PurchasedGiftCard } from './giftCardCalls';
import { GiftCardPurchase } from './GiftCardPurchase';
import './gift-cards.css';

export function PracticeGiftCards({ practice }: { practice: PublicPractice }) {
  const [cards, setCards] = useState<PublicGiftCard[]>([]);
  const [buying, setBuying] = useState<PublicGiftCard | null>(null);
  const [bought, setBought] = useState<PurchasedGiftCard | null>(null);
  const thanks = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    fetchPublicGiftCards(practice.shortLink).then(
      (found) => live && setCards(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [practice.shortLink]);
  useEffect(() => {
    if (bought) thanks.current?.focus();
  }, [bought]);
  if (cards.length === 0) return null;
  return (
    <section className="card" aria-labelledby="gift-cards-heading">
      <h2 id="gift-cards-heading" className="section-title">Gift cards</h2>
      {bought ? (
        <div className="gift-card-thanks" role="status" tabIndex={-1} ref={thanks}>
          <h3>Thank you!</h3>
          <p>
            Your {giftCardPrice(bought.amountCents, bought.currency)} gift card is on its way to {bought.recipientEmail}.
          </p>
          <p>
            Gift card code: <strong className="gift-card-code">{bought.code}</strong>
          </p>
          <button type="button" className="button button-secondary" onClick={() => { setBought(null); setBuying(null); }}>
            Done
          </button>
        </div>
      ) : buying ? (
        <GiftCardPurchase practice={practice} giftCard={buying} onBought={setBought} onCancel={() => setBuying(null)} />
      ) : (
        <ul className="service-list">
          {cards.map((card) => {
            const price = giftCardPrice(card.amountCents, card.amountCurrency);
            return (
              <li key={card.id} className="service">
                <div className="service-text">
                  <h3 className="service-name">{price} gift card</h3>
                  {card.description && <p className="service-description">{card.description}</p>}
                </div>
                <button type="button" className="button button-primary service-book" onClick={() => setBuying(card)} aria-label={`Buy a ${price} gift card`}>
                  Buy
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
