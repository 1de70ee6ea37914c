// A GraphQLError thrown by a resolver (not found, bad input, rate limit) is an answer for the
// caller, not a fault: hand it to Apollo as it is. Without this filter Nest's default handler
// logs each one as an error (ExternalExceptionFilter), drowning real faults in the log.
import { Catch } from '@nestjs/common';
import type { GqlExceptionFilter } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';

@Catch(GraphQLError)
export class GraphqlErrorFilter implements GqlExceptionFilter {
  catch(error: GraphQLError): GraphQLError {
    return error;
  }
}
