// A custom domain pointed at this server (its A or CNAME records): a visit to the domain's home page
// (or, for a root domain, www.<domain>) is sent to the practice's public page, /{shortLink}, on the
// same host. The domain's claim stream (customDomain-<domain>) names its practice; the product's
// own host, IP addresses and names that are no domain never get here.
import type { NextFunction, Request, Response } from 'express';
import { claimDecider } from '#app/es';
import { loadState } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import type { PracticesQuery } from '#projections';
import { customDomainKind, customDomainStreamId, normalizeDomain } from '#app/website';

const ownerOf = async (store: EventStore, domain: string): Promise<string | null> => (await loadState(store, customDomainStreamId(domain), claimDecider)).state.ownerId;

/** The practice a host name belongs to: the domain itself, or www. in front of a root domain. */
export const practiceOfHost = async (store: EventStore, host: string): Promise<string | null> => {
  const domain = normalizeDomain(host);
  if (!domain) return null;
  const owner = await ownerOf(store, domain);
  if (owner) return owner;
  if (domain.startsWith('www.')) {
    const root = domain.slice(4);
    if (normalizeDomain(root) && customDomainKind(root) === 'root') return ownerOf(store, root);
  }
  return null;
};

export const customDomainHome = (readers: () => { store: EventStore; practices: PracticesQuery }, ownHost: string | null) => {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const host = req.hostname?.toLowerCase();
    if (req.method !== 'GET' || req.path !== '/' || !host || host === ownHost || !req.accepts('html')) return next();
    try {
      const { store, practices } = readers();
      const practiceId = await practiceOfHost(store, host);
      const practice = practiceId ? await practices.byId(practiceId) : null;
      if (practice?.shortLink) return res.redirect(302, `/${encodeURIComponent(practice.shortLink)}`);
      next();
    } catch (error) {
      next(error);
    }
  };
};
