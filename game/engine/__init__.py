"""Pure Koi-Koi rules engine: cards, rule sets, yaku, month and match state, records. Standard library only."""
