// Website settings (issue 17 item 7, spec 002 §2 "Website"): SEO fields, generated metadata and
// alt text, the pro's scripts for their public pages.
import { Module } from '@nestjs/common';
import { ChangeWebsiteMetadataHandler, GenerateSiteMetadataHandler, UpdatePracticeScriptsHandler } from './commands/website.handlers.js';
import { WebsiteReader } from './website-reader.js';
import { WebsiteResolver } from './website.resolver.js';

@Module({
  providers: [WebsiteReader, WebsiteResolver, ChangeWebsiteMetadataHandler, GenerateSiteMetadataHandler, UpdatePracticeScriptsHandler],
  exports: [WebsiteReader],
})
export class WebsiteModule {}
