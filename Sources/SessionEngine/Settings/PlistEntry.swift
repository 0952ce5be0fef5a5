/// One member of a property-list dictionary: its key, where the key is written, and its value.
public struct PlistEntry: Equatable, Sendable {
  /// The key's name.
  public var key: String
  /// The 1-based line of the `<key>` element, when read from XML.
  public var keyLine: Int?
  /// The byte offset of the `<key>` element's `<`, when read from XML.
  public var keyStart: Int?
  /// The value.
  public var value: PlistNode

  /// Creates an entry.
  public init(key: String, keyLine: Int? = nil, keyStart: Int? = nil, value: PlistNode) {
    self.key = key
    self.keyLine = keyLine
    self.keyStart = keyStart
    self.value = value
  }
}
