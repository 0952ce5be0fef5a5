import SessionEngine

/// What `mamsim check` was asked: the files, the app's entitlements, and the output forms.
struct CheckOptions: Equatable {
  /// The files to check.
  var files: [String]
  /// The app's entitlements, checked with each Info.plist given (`--entitlements`).
  var entitlementsPath: String?
  /// The major version of the iOS SDK the app links against (`--ios-sdk`).
  var linkedSDK: Int = IntuneURLSchemes.defaultLinkedSDK
  /// Also print GitHub Actions annotations (`--github`).
  var github = false
  /// Print one JSON document instead of lines (`--json`).
  var json = false
  /// The language of the integration checklist's lines: `--lang`, else the environment's.
  var language: Language = .english
}
