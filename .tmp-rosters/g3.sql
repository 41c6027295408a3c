select count(*) from users u where u.company_id = $COMPANY and u.role = 'security_guard'
