import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { endpoints } from '../endpoints';
import { buildOpenApiDocument } from './index';

const document = buildOpenApiDocument();
const operations = Object.values(document.paths).flatMap((item) => Object.values(item));

describe('the OpenAPI document of the catalogue', () => {
  it('should be a valid OpenAPI 3.1 document whose references all resolve', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(document)));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of new Set(refs)) {
      const [, kind, name] = /#\/components\/(\w+)\/([^"]+)"/.exec(ref) ?? [];
      expect(kind && name && (document.components as Record<string, object>)[kind], ref).toHaveProperty([
        name as string,
      ]);
    }
  });

  it('should hold every endpoint of the catalogue once, under its method and path, with the server /api', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/api' })]);
    for (const [key, endpoint] of Object.entries(endpoints)) {
      const operation =
        document.paths[`/${endpoint.path}`]?.[
          endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'
        ];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toMatchObject({
        operationId: key,
        'x-endpoint-id': endpoint.id,
        summary: endpoint.summary,
      });
    }
    expect(operations).toHaveLength(Object.keys(endpoints).length);
  });

  it('should say who may call: public calls without a token, the permission and the feature of the others', () => {
    const login = document.paths['/v1.0/user/login']?.post;
    expect(login?.security).toEqual([{}, { bearerAuth: [] }]);
    // Its 401 is a wrong password, never a missing token.
    expect(login?.responses[401]?.description).toBe(
      'Not authenticated: a Problem with code `InvalidCredentials`.',
    );
    expect(document.paths['/v1.0/user/passwordComplexity']?.get?.responses).not.toHaveProperty('401');

    const addItem = document.paths['/v1.0/Product/addItem']?.post;
    expect(addItem?.security).toEqual([{ bearerAuth: [] }]);
    expect(addItem).toMatchObject({ 'x-permission': 'shoppingcart', 'x-feature': 'Ordering' });
    expect(addItem?.description).toContain('Needs the permission `shoppingcart`.');
    expect(addItem?.description).toContain("The caller's company needs the feature Ordering.");
    expect(addItem?.responses[401]?.description).toContain('Unauthorized');
    expect(addItem?.responses[403]?.description).toContain('FeatureNotEnabled');
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('should describe query parameters, the JSON body, the answer and file downloads from the schemas', () => {
    const cart = document.paths['/v1.0/ShoppingCart/getShoppingCart']?.get;
    expect(cart?.parameters).toEqual([
      { name: 'isCheckout', in: 'query', required: false, schema: { type: 'string' } },
    ]);
    expect(cart?.responses[200]?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ShoppingCart',
    });
    const login = document.paths['/v1.0/user/login']?.post;
    expect(login?.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/LoginRequest' } } },
    });
    expect(document.components.schemas.LoginRequest).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['username', 'password']),
    });
    // An unnamed answer schema is written in place, referring to the named ones.
    expect(document.paths['/V1.0/ShoppingCart/getShoppingCartItems']?.get?.responses[200]?.content).toEqual({
      'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/CartItem' } } },
    });
    const download = document.paths['/V1.0/file/download']?.get;
    expect(Object.keys(download?.responses[200]?.content ?? {})).toEqual(['application/octet-stream']);
  });

  it('should give every error answer the Problem shape with its traceId, and the codes an endpoint declares', () => {
    expect(document.components.schemas.Problem).toMatchObject({
      required: ['code', 'message', 'traceId'],
    });
    for (const operation of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (status === '200') continue;
        const schema = response.content?.['application/json']?.schema;
        expect(schema ?? response, `${operation.operationId} ${status}`).toMatchObject(
          schema ? { $ref: '#/components/schemas/Problem' } : { $ref: '#/components/responses/Problem' },
        );
      }
    }
    const conflict = defineEndpoint({
      id: 'test.conflict',
      method: 'PUT',
      path: 'v1.0/test/conflict',
      access: 'user',
      body: z.object({ version: z.int() }),
      answer: z.object({ ok: z.boolean() }),
      errors: { 409: ['CartChanged'], 422: ['CartEmpty', 'CartHasRequestItems'] },
      summary: 'A test call.',
    });
    const responses = buildOpenApiDocument({ conflict }).paths['/v1.0/test/conflict']?.put?.responses ?? {};
    expect(Object.keys(responses)).toEqual(['200', '400', '401', '409', '413', '415', '422', 'default']);
    expect(responses[400]?.description).toBe(
      'Bad input: a Problem with code `ValidationFailed`, `MalformedJson`.',
    );
    expect(responses[422]?.description).toContain('`CartEmpty`, `CartHasRequestItems`');
  });
});
