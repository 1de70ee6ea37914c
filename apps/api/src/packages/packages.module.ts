// Packages sold to clients (issue 17 item 4): the client's openPackages. Selling and using sessions
// happen inside the pro's booking (decideProBooking); cancelling gives a prepaid session back
// (./release-package-sessions.ts).
import { Module } from '@nestjs/common';
import { ClientPackagesResolver } from './client-packages.resolver.js';

@Module({
  providers: [ClientPackagesResolver],
})
export class PackagesModule {}
