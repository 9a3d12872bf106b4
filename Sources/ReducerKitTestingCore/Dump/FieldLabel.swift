import ReducerKit

/// The label a dump prints for a field: none for a tuple position (`.0`), and the name the
/// programmer wrote for a `@Presented` property, which Swift stores as `_name`. A `@Shared`
/// property keeps its storage's name (`_count: #1 0`), as custom-dump prints it.
func dumpLabel(of field: Mirror.Child) -> String? {
  guard let label = field.label, !label.hasPrefix(".") else { return nil }
  guard label.hasPrefix("_"), field.value is any PresentationValue else { return label }
  return String(label.dropFirst())
}

/// A property wrapper's storage whose field a dump names as the property.
private func isWrapperStorage(_ value: Any) -> Bool {
  value is any PresentationValue || value is any SharedPropertyWrapper
}

/// Whether every field is storage (`_name`) other than a presented property's: the value is a
/// wrapper, shown by its description.
func isOnlyStorage(_ fields: [Mirror.Child]) -> Bool {
  fields.allSatisfy { ($0.label?.hasPrefix("_") ?? false) && !isWrapperStorage($0.value) }
}
