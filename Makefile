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

# The release build of buddy carries the Swift runtime and Foundation inside it: a run does not
# wait while the dynamic loader binds their symbols (about a fifth of a question's time).
RELEASE_BUDDY = $(SWIFT) build -c release --static-swift-stdlib --product buddy

# Figures for understanding, answering, whole processes on large stores and importing
# (release build; not part of the tests).
bench: deps
	$(RELEASE_BUDDY)
	$(SWIFT) run -c release buddy-bench
	$(SWIFT) run -c release cold-start-bench
	$(SWIFT) run -c release import-bench

# The executable, its grammars and merchant list, a man page and completion scripts for bash, zsh and fish, each
# where its reader looks. DESTDIR stages the whole tree elsewhere (for packaging).
MANUAL_DATE ?= $(shell git log -1 --format=%cs 2>/dev/null || date +%F)
DEST = $(DESTDIR)$(PREFIX)

install: deps
	$(RELEASE_BUDDY)
	$(SWIFT) build --product generate-manual
	rm -rf .build/install && install -d .build/install/man
	"$$($(SWIFT) build --show-bin-path)/generate-manual" .build/release/buddy --date $(MANUAL_DATE) --output-directory .build/install/man
	for shell in bash zsh fish; do .build/release/buddy --generate-completion-script $$shell > .build/install/buddy.$$shell || exit 1; done
	install -d $(DEST)/bin $(DEST)/share/budget-buddy/intents $(DEST)/share/budget-buddy/merchants $(DEST)/share/man/man1 \
		$(DEST)/share/bash-completion/completions $(DEST)/share/zsh/site-functions $(DEST)/share/fish/vendor_completions.d
	install -m 0755 .build/release/buddy $(DEST)/bin/buddy
	install -m 0644 Intents/*.intents $(DEST)/share/budget-buddy/intents/
	install -m 0644 Merchants/*.txt Merchants/README.md $(DEST)/share/budget-buddy/merchants/
	install -m 0644 .build/install/man/buddy.1 $(DEST)/share/man/man1/buddy.1
	install -m 0644 .build/install/buddy.bash $(DEST)/share/bash-completion/completions/buddy
	install -m 0644 .build/install/buddy.zsh $(DEST)/share/zsh/site-functions/_buddy
	install -m 0644 .build/install/buddy.fish $(DEST)/share/fish/vendor_completions.d/buddy.fish

clean:
	rm -rf .build .demo
