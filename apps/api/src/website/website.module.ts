// Website settings (issue 17 item 7, spec 002 §2 "Website"): SEO fields, generated metadata and
// alt text, the pro's scripts for their public pages, the custom domain through the domain provider.
import { Module } from '@nestjs/common';
import { SimulatedDomainProvider } from '#app/integrations';
import { DATABASE } from '#app/persistence';
import type { SqlExecutor } from '#app/postgres';
import { Clock } from '../infrastructure/clock.js';
import { ConnectCustomDomainHandler, DeleteCustomDomainHandler } from './domains/custom-domain.handlers.js';
import { CustomDomainResolver } from './domains/custom-domain.resolver.js';
import { DNS_TARGETS, dnsTargetsFrom, DOMAIN_PROVIDER } from './domains/domain-provider.js';
import { DomainStatusLookups } from './domains/domain-status.js';
import { SimulatedDomainProviderController } from './domains/simulated-domain-provider.controller.js';
import { ChangeWebsiteMetadataHandler, GenerateSiteMetadataHandler, UpdatePracticeScriptsHandler } from './commands/website.handlers.js';
import { WebsiteReader } from './website-reader.js';
import { WebsiteResolver } from './website.resolver.js';

@Module({
  providers: [
    WebsiteReader, WebsiteResolver, ChangeWebsiteMetadataHandler, GenerateSiteMetadataHandler, UpdatePracticeScriptsHandler,
    // Custom domain: the embedded domain provider (the spec names no provider to adapt yet).
    { provide: DOMAIN_PROVIDER, useFactory: (db: SqlExecutor, clock: Clock) => new SimulatedDomainProvider(db, () => clock.now()), inject: [DATABASE, Clock] },
    { provide: DNS_TARGETS, useFactory: () => dnsTargetsFrom(process.env) },
    DomainStatusLookups, CustomDomainResolver, ConnectCustomDomainHandler, DeleteCustomDomainHandler,
  ],
  controllers: [SimulatedDomainProviderController],
  exports: [WebsiteReader, DOMAIN_PROVIDER],
})
export class WebsiteModule {}
