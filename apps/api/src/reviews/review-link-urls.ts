// The full URLs of the review pages a request sends a client to: the public base URL (as every
// other client link) before the paths of '#app/reviews'. The only place reviews read the config.
import { Injectable } from '@nestjs/common';
import { loadConfig } from '#app/config';
import { clientReviewPath, confirmReviewPath } from '#app/reviews';

@Injectable()
export class ReviewLinkUrls {
  private readonly origin = loadConfig().publicBaseUrl.replace(/\/$/, '');

  /** An imported review's 'Does this look correct?' page. */
  confirm(token: string): string {
    return `${this.origin}${confirmReviewPath(token)}`;
  }

  /** A bulk request's page: the intro, then the stars. */
  client(shortLink: string, clientId: string): string {
    return `${this.origin}${clientReviewPath(shortLink, clientId)}`;
  }
}
