import SessionEngine

/// The phone's clipboard as the store keeps it: the organization's text sealed under the device
/// key, so that device.sqlite never holds it in clear; personal text as it is.
extension DeviceStore {
  /// What a sealed clipboard text starts with, before the hex of its sealed bytes. It begins
  /// with a control character, which nothing typed or copied in mamsim holds.
  static let sealedClipboardPrefix = "\u{1}sealed:"

  /// `device` with the organization's clipboard text sealed under the device key.
  func sealingClipboard(_ device: DeviceState) throws(DeviceStoreError) -> DeviceState {
    guard var content = device.clipboard, content.identity == .managed else { return device }
    let sealed = try StoreCrypto.seal(
      Array(content.text.utf8), key: deviceKey, context: Self.clipboardContext)
    content.text = Self.sealedClipboardPrefix + Self.hex(sealed)
    var result = device
    result.clipboard = content
    return result
  }

  /// `device` with a sealed clipboard text opened. A text that no longer opens (the device key
  /// was replaced) leaves the clipboard empty: it is the phone's passing copy, and the rest of
  /// the device stays usable.
  func openingClipboard(_ device: DeviceState) -> DeviceState {
    guard var content = device.clipboard, content.identity == .managed,
      content.text.hasPrefix(Self.sealedClipboardPrefix)
    else { return device }
    var result = device
    result.clipboard = nil
    let hex = content.text.dropFirst(Self.sealedClipboardPrefix.count)
    guard let sealed = Self.bytes(fromHex: hex),
      let plain = try? StoreCrypto.open(sealed, key: deviceKey, context: Self.clipboardContext)
    else { return result }
    content.text = String(decoding: plain, as: UTF8.self)
    result.clipboard = content
    return result
  }

  /// What the clipboard's seal is bound to.
  private static let clipboardContext = "mamsim.device.clipboard"

  /// `bytes` as lowercase hex digits.
  private static func hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef")
    var text = ""
    text.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    return text
  }

  /// The bytes hex digits `text` spell; nil when it is not an even run of hex digits.
  private static func bytes(fromHex text: Substring) -> [UInt8]? {
    let digits = Array(text.utf8)
    guard digits.count % 2 == 0 else { return nil }
    func value(_ digit: UInt8) -> UInt8? {
      switch digit {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
      default: nil
      }
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(digits.count / 2)
    var index = 0
    while index < digits.count {
      guard let high = value(digits[index]), let low = value(digits[index + 1]) else { return nil }
      bytes.append(high << 4 | low)
      index += 2
    }
    return bytes
  }
}
