import { readFileSync } from 'node:fs';
import path from 'node:path';

const SCHEMA = 'http://schema.org/';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDFS_CLASS = 'http://www.w3.org/2000/01/rdf-schema#Class';
const RDF_PROPERTY = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#Property';
const SUBCLASS_OF = 'http://www.w3.org/2000/01/rdf-schema#subClassOf';
const DOMAIN_INCLUDES = `${SCHEMA}domainIncludes`;

type Node = { '@id': string; '@type'?: string; 'rdfs:subClassOf'?: Array<{ '@id': string }>; 'schema:domainIncludes'?: Array<{ '@id': string }> };

/**
 * schema.org's vocabulary, offline: the N-Quads @zazuko/rdf-vocabularies ships, in the shape of
 * schema.org's own JSON-LD file (`@graph` of classes with their parents and properties with the
 * classes they apply to), which @adobe/structured-data-validator reads to check types and properties.
 */
export function schemaOrgVocabulary(): { '@graph': Node[] } {
  const file = path.join(path.dirname(require.resolve('@zazuko/rdf-vocabularies')), 'ontologies', 'schema.nq');
  const nodes = new Map<string, Node>();
  const node = (id: string) => nodes.get(id) ?? nodes.set(id, { '@id': `schema:${id.slice(SCHEMA.length)}` }).get(id)!;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [, subject, predicate, object] = /^<([^>]+)> <([^>]+)> <([^>]+)>/.exec(line) ?? [];
    if (!subject?.startsWith(SCHEMA) || !object) continue;
    const ref = { '@id': `schema:${object.slice(SCHEMA.length)}` };
    if (predicate === RDF_TYPE && object === RDFS_CLASS) node(subject)['@type'] = 'rdfs:Class';
    else if (predicate === RDF_TYPE && object === RDF_PROPERTY) node(subject)['@type'] = 'rdf:Property';
    else if (predicate === SUBCLASS_OF && object.startsWith(SCHEMA)) (node(subject)['rdfs:subClassOf'] ??= []).push(ref);
    else if (predicate === DOMAIN_INCLUDES && object.startsWith(SCHEMA)) (node(subject)['schema:domainIncludes'] ??= []).push(ref);
  }
  return { '@graph': [...nodes.values()].filter((n) => n['@type']) };
}
