import { describe, expect, it, jest } from '@jest/globals';
import { z } from 'zod';
import { answerCheckingSerializer, plainJsonSerializer } from './answer-serializer';

const answer = z.object({ id: z.number().int(), name: z.string(), tags: z.array(z.object({ label: z.string() })) });
const route = { schema: answer, method: 'GET', url: '/homeapi/thing', httpStatus: '200' };

describe('answer serializers', () => {
  const quiet = () => jest.spyOn(process.stderr, 'write').mockImplementation(() => true);

  it('lets an answer that matches its schema through as JSON', () => {
    const data = { id: 1, name: 'mug', tags: [{ label: 'new' }] };
    expect(answerCheckingSerializer(route)(data)).toBe(JSON.stringify(data));
  });

  it('fails an answer missing a field or with one of the wrong type, saying where', () => {
    const stderr = quiet();
    expect(() => answerCheckingSerializer(route)({ id: 1, tags: [] })).toThrow(/GET \/homeapi\/thing answered 200 outside its schema:[\s\S]*name/);
    expect(() => answerCheckingSerializer(route)({ id: '1', name: 'mug', tags: [] })).toThrow(/id/);
    expect(stderr).toHaveBeenCalledTimes(2);
    stderr.mockRestore();
  });

  it('fails an answer with fields the contract does not name, listing them', () => {
    const stderr = quiet();
    const data = { id: 1, name: 'mug', secret: 'x', tags: [{ label: 'new', colour: 'red' }] };
    expect(() => answerCheckingSerializer(route)(data)).toThrow('fields the contract does not name: .secret, .tags[0].colour');
    stderr.mockRestore();
  });

  it('serialises without any check in production', () => {
    expect(plainJsonSerializer(route)({ id: 'not a number' })).toBe('{"id":"not a number"}');
  });
});
