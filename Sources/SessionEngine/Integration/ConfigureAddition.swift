/// One value `mamsim configure` added to an Info.plist.
public struct ConfigureAddition: Equatable, Sendable {
  /// The array it went into: `LSApplicationQueriesSchemes`, `CFBundleURLTypes[0].CFBundleURLSchemes`.
  public var keyPath: String
  /// The scheme added.
  public var value: String
  /// Why: the check whose problem it fixes.
  public var kind: IntegrationCheckKind
  /// Its 1-based line in the file written.
  public var line: Int?
}
