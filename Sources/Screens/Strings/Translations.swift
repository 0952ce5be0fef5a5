// swift-format-ignore-file
// Generated from Localizable.xcstrings; do not edit.
import SessionEngine

/// The translations of mamsim's sentences, generated from `Localizable.xcstrings`.
enum Translations {
  /// The translated sentences of `language`; empty for English.
  static func table(for language: Language) -> [StringKey: String] {
    [:]
  }
}
