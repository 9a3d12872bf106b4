import ReducerKit

/// The label a dump prints for a field: none for a tuple position (`.0`), and the name the
/// programmer wrote for a `@Presented` property, which Swift stores as `_name`.
func dumpLabel(of field: Mirror.Child) -> String? {
  guard let label = field.label, !label.hasPrefix(".") else { return nil }
  guard label.hasPrefix("_"), field.value is any PresentationValue else { return label }
  return String(label.dropFirst())
}

/// Whether every field is storage (`_name`) other than a presented property's: the value is a
/// wrapper, shown by its description.
func isOnlyStorage(_ fields: [Mirror.Child]) -> Bool {
  fields.allSatisfy { ($0.label?.hasPrefix("_") ?? false) && !($0.value is any PresentationValue) }
}
