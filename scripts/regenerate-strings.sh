#!/bin/sh
# Brings Sources/Strings/Localizable.xcstrings in step with the English sentences of
# StringTable.swift (a changed English sentence marks its translations needs_review; a new key
# gets its English only) and regenerates Sources/Strings/Translations.swift from it.
# Then `swift test --filter StringCatalogFreshnessTests` names the keys still to translate.
set -eu
cd "$(dirname "$0")/.."
MAMSIM_REGENERATE_STRINGS=1 swift test --filter StringCatalogFreshnessTests/generatedFilesAreFresh
