/// Who publishes an app, as the keychain sharing of the SDK sees it: the first two labels of the
/// bundle id (`com.contoso.notes` → `com.contoso`), so two Contoso apps share one app PIN.
public enum Publisher {
  /// The publisher of `bundleId` (lower case); a bundle id of one label is its own publisher.
  ///
  /// What comes before the second dot, found as a byte (no array of labels is made: this runs in
  /// every store step). `SharingTests` compares it with splitting into labels.
  public static func of(bundleId: String) -> String {
    let lower = bundleId.lowercased()
    var dots = 0
    var index = lower.utf8.startIndex
    while index < lower.utf8.endIndex {
      if lower.utf8[index] == UInt8(ascii: ".") {
        dots += 1
        if dots == 2 { return String(lower[..<index]) }
      }
      index = lower.utf8.index(after: index)
    }
    return lower
  }
}
