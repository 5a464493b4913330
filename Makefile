# Budget Buddy — the two set-up commands are `make demo` and `make test`.

SWIFT ?= swift
DEMO_STORE ?= .demo/buddy.sqlite
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
PREFIX ?= /usr/local

.PHONY: deps build demo test bench install clean

# libedit (through pkg-config) is the one system library Buddy needs.
deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libedit; then \
		echo "Installing libedit-dev and pkg-config with apt-get…"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libedit-dev pkg-config; \
	fi

build: deps
	$(SWIFT) build

# A demo store relative to today, then a conversation with it.
demo: build
	.build/debug/buddy demo --store $(DEMO_STORE) --replace
	.build/debug/buddy --store $(DEMO_STORE)

test: deps
	$(SWIFT) test

# Figures for understanding, answering, whole processes on large stores and importing
# (release build; not part of the tests).
bench: deps
	$(SWIFT) build -c release --product buddy
	$(SWIFT) run -c release buddy-bench
	$(SWIFT) run -c release cold-start-bench
	$(SWIFT) run -c release import-bench

install: deps
	$(SWIFT) build -c release
	install -d $(PREFIX)/bin $(PREFIX)/share/budget-buddy/intents $(PREFIX)/share/budget-buddy/merchants
	install -m 0755 .build/release/buddy $(PREFIX)/bin/buddy
	install -m 0644 Intents/*.intents $(PREFIX)/share/budget-buddy/intents/
	install -m 0644 Merchants/*.txt Merchants/README.md $(PREFIX)/share/budget-buddy/merchants/

clean:
	rm -rf .build .demo
