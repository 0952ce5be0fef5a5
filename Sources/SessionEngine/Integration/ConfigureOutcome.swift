/// What `mamsim configure` would write: the new bytes and what was added.
public struct ConfigureOutcome: Equatable, Sendable {
  /// The Info.plist to write, as XML (the input's bytes with the additions when it was XML).
  public var bytes: [UInt8]
  /// The values added, in the order they appear.
  public var additions: [ConfigureAddition]
  /// The new document, as read back from `bytes`.
  public var document: PlistDocument
  /// The queried schemes' twins left out because they would pass Apple's limit on queried
  /// schemes (the app asks `isURLAllowed` for those apps instead).
  public var leftOut: [String] = []
  /// That limit, when there is one for the SDK the app links against.
  public var limit: Int?
  /// The key paths configure would add to but could not, as their values are not of the type
  /// it adds to (a string where an array belongs): the to-do list says what to fix there.
  public var notEdited: [String] = []

  /// Whether anything was added (when not, the input need not be written at all).
  public var changed: Bool { !additions.isEmpty }
}
