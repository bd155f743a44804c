#!/usr/bin/env python3
"""Validates JSON records, one per line, against a JSON Schema (draft 2020-12).

usage: validate_records.py SCHEMA RECORDS

RECORDS holds lines `ORIGIN<TAB>RECORD`, where ORIGIN says where the record came from (a
script and the record's number). Prints one line per record that is not valid JSON or does
not match the schema (its origin and the first reason), then a summary; exits 1 when any
failed, 2 when the schema itself is invalid or jsonschema is missing.
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    print("jsonschema is not installed (Debian: python3-jsonschema)")
    sys.exit(2)


def main():
    schema_path, records_path = sys.argv[1], sys.argv[2]
    with open(schema_path, encoding="utf-8") as handle:
        schema = json.load(handle)
    validator_class = jsonschema.validators.validator_for(schema)
    try:
        validator_class.check_schema(schema)
    except jsonschema.exceptions.SchemaError as error:
        print("the schema is invalid: %s" % error.message)
        sys.exit(2)
    validator = validator_class(schema)
    count = failures = 0
    with open(records_path, encoding="utf-8") as handle:
        for line in handle:
            origin, _, text = line.rstrip("\n").partition("\t")
            count += 1
            try:
                record = json.loads(text)
            except ValueError as error:
                failures += 1
                print("%s: not JSON: %s" % (origin, error))
                continue
            errors = sorted(validator.iter_errors(record), key=lambda e: list(e.path))
            if errors:
                failures += 1
                best = jsonschema.exceptions.best_match(errors)
                where = "/".join(str(part) for part in best.absolute_path)
                print("%s: at '%s': %s" % (origin, where, best.message[:300]))
    print("%d records, %d invalid" % (count, failures))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
