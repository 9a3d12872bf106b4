print("tutor")
