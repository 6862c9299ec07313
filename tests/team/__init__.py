"""The team engine: articles, golden cases from texts and real events, properties, the checker."""
