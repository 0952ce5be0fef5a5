/// How a tape's recordings are framed: the whole terminal, or the phone alone for a slide.
public enum TapeSlide: String, CaseIterable, Equatable, Hashable, Sendable {
  /// The whole terminal: title, phone, side panel, key hints.
  case off
  /// The phone alone, centred, on the app's background colour.
  case phone
  /// The phone alone with the current scene's title and caption under it.
  case captions
}
