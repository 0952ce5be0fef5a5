import SessionEngine

/// What `mamsim configure` was asked: the Info.plist, the entitlements and where to write.
struct ConfigureOptions: Equatable {
  /// The Info.plist to configure (`-i`).
  var infoPath: String
  /// The app's entitlements (`-e`), checked for the to-do list.
  var entitlementsPath: String?
  /// Where to write (`-o`); nil edits the Info.plist in place.
  var outputPath: String?
  /// The iOS SDK the app links against (`--ios-sdk`), for the limit on queried schemes.
  var linkedSDK: Int = IntuneURLSchemes.defaultLinkedSDK
  /// The language of what it prints: `--lang`, else the environment's.
  var language: Language = .english
}
